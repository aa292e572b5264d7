export const KAFKA_USER: string;
export const KAFKA_PASSWORD: string;
export const EVENT_HUB_CONNECTION_STRING: string;
export function startKafkaConsumerBroker(): Promise<{ port: number; saslPort: number; controlUrl: string }>;
