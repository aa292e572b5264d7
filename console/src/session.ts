// The signed-in service key: kept for the tab (sessionStorage), never in a URL or a cookie.
const KEY = "pipeline-service.key";

export const storedKey = (): string | null => sessionStorage.getItem(KEY);
export const keepKey = (key: string) => sessionStorage.setItem(KEY, key);
export const forgetKey = () => sessionStorage.removeItem(KEY);
