import { addTexts } from '../../../lib/i18n';
import { auth } from '../../../locales/de/auth';

// Imported by every sign-in page: the texts come with the first of their chunks.
addTexts({ auth });
