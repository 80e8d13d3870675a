/** Request contracts of the operator's calls (the sign is checked by the operator scope's guard), the region tree and health. */
import { type z } from 'zod';
import { body, formValue, nothing, query } from './fields';

export const operatorContracts = {
  permission: { querystring: query({ sign: formValue<string>() }), body: body({ sign: formValue<string>() }) },
} as const;

export const regionContracts = {
  area: { body: nothing },
} as const;

export const healthContracts = {
  health: { querystring: nothing },
} as const;

export type OperatorSignQuery = z.input<typeof operatorContracts.permission.querystring>;
