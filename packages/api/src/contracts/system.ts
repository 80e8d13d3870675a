/**
 * Request contracts of the operator's calls (the sign is checked by the operator scope's guard), the region tree,
 * health and the generated media.
 */
import { z } from 'zod';
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

/**
 * The generated illustrations (/media/flowers/<flwCode>.svg, /media/banners/<n>.svg, outside /api): the file name is
 * bounded text; an unknown one answers 404 like any missing file.
 */
const mediaFile = z.object({ file: z.string().min(1).max(80) });
export const mediaContracts = {
  flower: { params: mediaFile },
  banner: { params: mediaFile },
} as const;

export type OperatorSignQuery = z.input<typeof operatorContracts.permission.querystring>;
