export const KAFKA_USER: string;
export const KAFKA_PASSWORD: string;
export function startKafkaBroker(): Promise<{ port: number; saslPort: number; controlUrl: string }>;
