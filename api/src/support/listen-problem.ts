/** Why a port cannot be opened, in German and named by the variables that chose it; other errors as they are. */
export function listenProblem(
  error: unknown,
  variable: 'PORT' | 'SQL_PORT',
  port: number | undefined,
  host: string | undefined,
): unknown {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new Error(
        `Port ${port} (${variable}) ist schon belegt: den anderen Server stoppen oder mit ${variable}=… einen anderen wählen`,
      );
    case 'EACCES':
      return new Error(
        `Port ${port} (${variable}) darf dieser Benutzer nicht öffnen: einen Port ab 1024 wählen`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EADDRNOTAVAIL':
      return new Error(`HOST: ${host} ist keine Adresse dieses Rechners; z. B. 127.0.0.1 oder leer für alle`);
    default:
      return error;
  }
}
