import { css } from '@emotion/react';
import type { FormInput } from '@anpfiff/schemas/forms/form-definition';
import { lazy, Suspense } from 'react';
import { theme } from '../../styles/theme';
import { type FieldContext, FormField } from './form-field';

// From 768 px two columns; an address reads as on an envelope: the street across the row, then a narrow
// PLZ beside the Ort.
const group = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  legend {
    padding: 0 ${theme.space(0.5)};
    font-weight: 700;
  }
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    &[data-field$='address'] {
      grid-template-columns: 1fr 3fr;
    }
    & > [data-field$='street'] {
      grid-column: 1 / -1;
    }
  }
`;

// Only forms with an address load what fills in its town.
const AddressTowns = lazy(() => import('./address-towns').then((m) => ({ default: m.AddressTowns })));

/** GROUP: a fieldset of its own fields, whose values sit under `<group>.<field>`. */
export function GroupInput({ input, path, ctx }: { input: FormInput; path: string; ctx: FieldContext }) {
  const children = (input.inputs ?? []).filter((child) => !ctx.hidden.has(`${path}.${child.name}`));
  if (children.length === 0) return null;
  return (
    <fieldset css={group} data-field={path}>
      <legend>{input.label}</legend>
      {children.map((child) => (
        <FormField key={child.name} input={child} path={`${path}.${child.name}`} ctx={ctx} />
      ))}
      {children.some((child) => child.name === 'zip') && children.some((child) => child.name === 'city') && (
        <Suspense fallback={null}>
          <AddressTowns path={path} ctx={ctx} />
        </Suspense>
      )}
    </fieldset>
  );
}
