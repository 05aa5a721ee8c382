import { isFormName } from '@anpfiff/schemas/forms/form-definition';
import { formDefinition } from '@anpfiff/schemas/forms/form-definitions';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { HttpError } from '../../errors';

/** The forms of the site's country; the browser checks input with the very rules the server applies. */
export function formDefinitionsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get('/form-definition/:name', (ctx) => {
    const name = ctx.params.name;
    if (!isFormName(name)) throw new HttpError(404, 'Formular nicht gefunden');
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { inputs: formDefinition(name, ctx.state.country).inputs };
  });
  return router;
}
