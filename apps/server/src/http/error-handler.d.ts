import type { FastifyInstance } from 'fastify';
export declare const registerErrorHandling: (app: FastifyInstance) => void;
