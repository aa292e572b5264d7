/** Every route of src/: [method, path, file], sorted by path then method (scripts/routes.mjs). */
export function allRoutes(): [method: string, path: string, file: string][];
