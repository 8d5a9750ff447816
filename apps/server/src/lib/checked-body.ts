import { z } from 'zod';
import { badRequest } from './errors';

/**
 * The body's rules again on the server (with what only it knows): the data, or a 400 with the
 * first issue's message and each field's first message under 'body.<path>'.
 */
export function checkedBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fields[['body', ...issue.path.map(String)].join('.')] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]!.message, fields);
}
