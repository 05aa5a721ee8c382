import { css } from '@emotion/react';
import { COUNTRIES } from '@anpfiff/schemas/catalogues/countries';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Flag } from '../../../components/ui/flag';
import { useDismiss } from '../../../hooks/use-dismiss';
import { theme } from '../../../styles/theme';
import { useCountry } from '../api/get-country';
import { useSites } from '../api/get-sites';

const wrapper = css`
  position: relative;
`;

const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: 0 ${theme.space(1.5)};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 8px;
  background: transparent;
  color: #fff;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline-color: #fff;
    box-shadow: none;
  }
`;

// In the folded phone menu the list opens in place; beside the desktop bar it drops down.
const menu = css`
  min-width: 200px;
  ${theme.media.xl} {
    position: absolute;
    right: 0;
    z-index: 20;
  }
  margin: ${theme.space(0.5)} 0 0;
  padding: ${theme.space(0.5)};
  border-radius: 8px;
  background: ${theme.color.surface};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: ${theme.space(1)};
    min-height: 44px;
    padding: 0 ${theme.space(1.5)};
    border-radius: 6px;
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='true'] {
    background: ${theme.color.primarySoft};
  }
`;

/** The country dropdown (spec section 2): flags and names, each linking to that country's site. */
export function CountrySwitcher() {
  const { t } = useTranslation();
  const { data: country = 'CH' } = useCountry();
  const [open, setOpen] = useState(false);
  // The sites are asked for when the menu is first opened: the first page load stays small.
  const [wanted, setWanted] = useState(false);
  const { data: sites } = useSites(wanted);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div css={wrapper} ref={ref} data-testid="country-switcher">
      <button
        type="button"
        css={trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
        onPointerEnter={() => setWanted(true)}
      >
        <Flag country={country} />
        <span className="visually-hidden">{t('country.label')}: </span>
        {t(`countries.${country}`)}
      </button>
      {open && (
        <ul id={menuId} css={menu}>
          {sites ? (
            COUNTRIES.filter((code) => sites[code]).map((code) => (
              <li key={code}>
                <a
                  href={sites[code]}
                  aria-current={code === country ? 'true' : undefined}
                  hrefLang={`de-${code}`}
                >
                  <Flag country={code} />
                  {t(`countries.${code}`)}
                </a>
              </li>
            ))
          ) : (
            <li>{t('loading')}</li>
          )}
        </ul>
      )}
    </div>
  );
}
