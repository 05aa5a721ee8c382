import type { FormName } from '@anpfiff/schemas/forms/form-definition';
import { formDefinition } from '@anpfiff/schemas/forms/form-definitions';
import { validateForm } from '@anpfiff/schemas/forms/validate-form';
import type { AppRouterContext } from '../app-types';
import { ValidationError } from '../errors';
import { readSubmission } from '../support/read-submission';

export interface FormSubmission<T> {
  values: T;
  files: Record<string, Buffer>;
}

/**
 * Reads a write request and checks it against the form definition the browser also uses; any broken rule
 * answers 422 with the field errors before anything is written.
 */
export async function submitForm<T>(ctx: AppRouterContext, name: FormName): Promise<FormSubmission<T>> {
  const { fields, files } = await readSubmission(ctx);
  const result = await validateForm<T>(formDefinition(name, ctx.state.country), fields, {
    country: ctx.state.country,
    isUnique: async (path, value) =>
      path === 'email'
        ? !(await ctx.deps
            .db('accounts')
            .whereRaw('lower(email) = lower(?)', [String(value)])
            .first('id'))
        : true,
  });
  if (!result.ok) throw new ValidationError(result.errors);
  return { values: result.values, files };
}
