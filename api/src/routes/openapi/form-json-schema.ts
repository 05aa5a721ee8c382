import { NO_IMAGE } from '@anpfiff/schemas/forms/no-image';
import type { FormDefinition, FormInput } from '@anpfiff/schemas/forms/form-definition';

type JsonSchema = Record<string, unknown>;

function inputSchema(input: FormInput): JsonSchema {
  const options = input.options?.map((o) => o.value);
  const described = { title: input.label, ...(input.hint ? { description: input.hint } : {}) };
  switch (input.type) {
    case 'GROUP':
      return { ...objectSchema(input.inputs ?? []), ...described };
    case 'NUMBER':
      return { type: 'number', ...described };
    case 'BOOLEAN':
      return { type: 'boolean', ...described };
    case 'DATE':
      return { type: 'string', format: 'date', ...described };
    case 'URL':
      return { type: 'string', format: 'uri', ...described };
    case 'IMAGE':
      return {
        oneOf: [
          { type: 'string', format: 'binary', contentMediaType: 'image/*' },
          { const: NO_IMAGE, description: 'Entfernt das Bild. Ohne das Feld bleibt das Bild, wie es ist.' },
        ],
        ...described,
      };
    case 'MULTI_SELECT':
      return {
        type: 'array',
        items: { type: 'string', ...(options ? { enum: options } : {}) },
        ...described,
      };
    case 'SINGLE_SELECT':
      return { type: 'string', ...(options?.length ? { enum: options } : {}), ...described };
    default:
      return { type: 'string', ...described };
  }
}

function objectSchema(inputs: FormInput[]): JsonSchema {
  const required = inputs.filter((i) => i.rules.includes('required')).map((i) => i.name);
  return {
    type: 'object',
    properties: Object.fromEntries(inputs.map((i) => [i.name, inputSchema(i)])),
    ...(required.length ? { required } : {}),
  };
}

/** A form definition as the JSON Schema of its request body (the rules themselves stay in the definition). */
export function formJsonSchema(definition: FormDefinition): JsonSchema {
  return objectSchema(definition.inputs);
}
