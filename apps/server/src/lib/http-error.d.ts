export declare class HttpError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: Record<string, string[]> | undefined;
  constructor(
    status: number,
    message: string,
    options?: {
      detail?: string;
      errors?: Record<string, string[]>;
    },
  );
}
export declare const badRequest: (message: string, errors?: Record<string, string[]>) => HttpError;
export declare const unauthorized: (message: string) => HttpError;
export declare const forbidden: (message: string) => HttpError;
export declare const notFound: (message: string) => HttpError;
export declare const conflict: (message: string) => HttpError;
export declare const fieldError: (field: string, message: string) => HttpError;
