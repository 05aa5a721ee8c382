import type { FormDefinition, FormInput, FormName } from '@anpfiff/schemas/forms/form-definition';
import useSWR from 'swr';
import { getJson } from '../../lib/api-client';

export const formDefinitionKey = (name: FormName) => `form-definition/${name}`;

/** The server's definition of a form on this site: fields, labels, options and the validation rules. */
export const getFormDefinition = async (name: FormName): Promise<FormDefinition> => {
  const { inputs } = await getJson<{ inputs: FormInput[] }>(formDefinitionKey(name));
  return { name, inputs };
};

/** A form the server does not define (the login): only its inputs. */
export interface InlineForm {
  inputs: FormInput[];
}

/** A definition given inline is used as it is. */
export function useFormDefinition(form: FormName | InlineForm) {
  const name = typeof form === 'string' ? form : null;
  const swr = useSWR(name ? formDefinitionKey(name) : null, () => getFormDefinition(name as FormName), {
    revalidateOnFocus: false,
  });
  return typeof form === 'string'
    ? swr
    : { data: form as InlineForm | undefined, error: undefined, isLoading: false };
}
