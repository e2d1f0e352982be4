import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  // The manifest lets bench/bundle-size.mjs add up what each route loads.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022", manifest: true },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
});
