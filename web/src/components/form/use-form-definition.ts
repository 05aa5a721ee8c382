import type { FormDefinition, FormInput, FormName } from '@anpfiff/schemas/forms/form-definition';
import useSWR from 'swr';
import { getJson } from '../../lib/api-client';

export const formDefinitionKey = (name: FormName) => `form-definition/${name}`;

/** The server's definition of a form on this site: fields, labels, options and the validation rules. */
export const getFormDefinition = async (name: FormName): Promise<FormDefinition> => {
  const { inputs } = await getJson<{ inputs: FormInput[] }>(formDefinitionKey(name));
  return { name, inputs };
};

/** A definition given inline (the login has none on the server) is used as it is. */
export function useFormDefinition(form: FormName | FormDefinition) {
  const name = typeof form === 'string' ? form : null;
  const swr = useSWR(name ? formDefinitionKey(name) : null, () => getFormDefinition(name as FormName), {
    revalidateOnFocus: false,
  });
  return typeof form === 'string' ? swr : { data: form, error: undefined, isLoading: false };
}
