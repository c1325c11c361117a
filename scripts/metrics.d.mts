import type { IncomingMessage, ServerResponse } from "node:http";

export function routeKind(url?: string): string;
export function observe(req: IncomingMessage, res: ServerResponse): void;
export function answerMetrics(req: IncomingMessage, res: ServerResponse): Promise<void>;
