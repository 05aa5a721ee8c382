import { addTexts } from '../lib/i18n';
import { cataloguesDeDE } from './catalogues-de-de';
import { detail } from './de/detail';
import { detailDeDE } from './detail-de-de';

// Imported by every module that shows detail texts: they join i18next before such a part first renders.
addTexts({ detail }, { detail: detailDeDE, ...cataloguesDeDE });
