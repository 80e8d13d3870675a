/**
 * Request contracts (packages/api/src/contracts) as route schemas: the type provider's zod validator runs them
 * before the handler (values coerced and bounded), and a refused request answers in the envelope — HTTP 200 with the
 * contract's code and the spec's message (`refuse`), or code 400 请求参数有误 for an issue without a message of ours.
 */
import { REQUEST_INVALID_MSG, type Refusal } from '@huashi/api/contracts';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { BusinessError } from './envelope';

/** The answer to a request its contract refused: the first issue decides (fields are checked in contract order). */
export function contractRefusal(issues: readonly FastifySchemaValidationError[]): BusinessError {
  const first = issues[0];
  const refusal = (first?.params as { params?: Partial<Refusal> } | undefined)?.params?.refusal;
  if (first && typeof refusal === 'number') return new BusinessError(refusal, first.message ?? REQUEST_INVALID_MSG);
  return new BusinessError(400, REQUEST_INVALID_MSG);
}

export const contractValidator: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const result = validate(data) as { value?: unknown; error?: Error | FastifySchemaValidationError[] };
    if (!result.error) return result;
    return { error: Array.isArray(result.error) ? contractRefusal(result.error) : result.error };
  };
};

export function registerContracts(app: FastifyInstance) {
  app.setValidatorCompiler(contractValidator);
}
