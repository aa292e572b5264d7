// The console's build: `vite build --config console/vite.config.ts` writes console/dist, which wrangler.toml's
// [assets] serves (the Worker answers every API path first: run_worker_first).
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", reportCompressedSize: false },
});
