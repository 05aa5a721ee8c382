import { describe, expect, it } from 'vitest';
import { listenProblem } from './listen-problem';

const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

describe('why the API cannot open its port', () => {
  it('says it in German and names the variable to change', () => {
    const message = (code: string) =>
      (listenProblem(failure(code), 'PORT', 80, 'app.example') as Error).message;
    expect(message('EADDRINUSE')).toBe(
      'Port 80 (PORT) ist schon belegt: den anderen Server stoppen oder mit PORT=… einen anderen wählen',
    );
    expect(message('EACCES')).toBe(
      'Port 80 (PORT) darf dieser Benutzer nicht öffnen: einen Port ab 1024 wählen',
    );
    for (const code of ['ENOTFOUND', 'EADDRNOTAVAIL'])
      expect(message(code)).toBe(
        'HOST: app.example ist keine Adresse dieses Rechners; z. B. 127.0.0.1 oder leer für alle',
      );
  });

  it('passes any other error on as it is', () => {
    const other = failure('EMFILE');
    expect(listenProblem(other, 'SQL_PORT', 5433, undefined)).toBe(other);
  });
});
