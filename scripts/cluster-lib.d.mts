// Types of cluster-lib.mjs for the TypeScript that drives it (the failover test).
import type { ChildProcess } from "node:child_process";

export interface ClusterServer {
  name: string;
  port: number;
  child: ChildProcess | null;
  start(): Promise<ClusterServer>;
  kill(signal?: NodeJS.Signals): Promise<unknown>;
  stop(): Promise<void>;
}

export interface Cluster {
  url: string;
  servers: ClusterServer[];
  adminToken: string;
  serving(rounds?: number): Promise<Set<string>>;
  stop(): Promise<void>;
}

export const haproxyPath: string | undefined;
export function haproxyConfig(options: {
  port: number;
  servers: { name: string; port: number }[];
  dir: string;
}): string;
export function startCluster(options: {
  count?: number;
  port: number;
  databaseUrl: string;
  dir: string;
  secrets?: { jwtSecret?: string; adminToken?: string };
  logLevel?: string;
  poolSize?: number;
  inherit?: boolean;
}): Promise<Cluster>;
