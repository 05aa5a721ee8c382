import { type FormInput, isFormName } from '@anpfiff/schemas/forms/form-definition';
import { formDefinition } from '@anpfiff/schemas/forms/form-definitions';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { HttpError } from '../../errors';

/** Image fields state this server's upload limit, so the browser refuses a larger file before sending it. */
function withUploadLimit(inputs: readonly FormInput[], maxBytes: number): FormInput[] {
  return inputs.map((input) => {
    if (input.type === 'IMAGE') return { ...input, rules: [...input.rules, `max-bytes:${maxBytes}`] };
    return input.inputs ? { ...input, inputs: withUploadLimit(input.inputs, maxBytes) } : input;
  });
}

/** The forms of the site's country; the browser checks input with the very rules the server applies. */
export function formDefinitionsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get('/form-definition/:name', (ctx) => {
    const name = ctx.params.name;
    if (!isFormName(name)) throw new HttpError(404, 'Formular nicht gefunden');
    ctx.set('Cache-Control', 'public, max-age=300');
    const { inputs } = formDefinition(name, ctx.state.country);
    ctx.body = { inputs: withUploadLimit(inputs, ctx.deps.config.uploadMaxBytes) };
  });
  return router;
}
