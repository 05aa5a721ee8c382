import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { secondaryButton } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { theme } from '../../../styles/theme';
import { forgetClubEmblems, useClubEmblems } from '../api/get-club-emblems';
import { pickClubEmblem } from '../api/pick-club-emblem';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${theme.space(1.5)};
  margin: ${theme.space(1.5)} 0 0;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space(1)};
    width: 100%;
    min-height: 44px;
    padding: ${theme.space(1.5)};
    border: 2px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: ${theme.color.primary};
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: contain;
  }
  small {
    color: ${theme.color.muted};
  }
`;

/** The server's own words for a refused crest (422 message or 503), else the general failure. */
function failure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'message' in error.body)
    return String((error.body as { message: unknown }).message);
  return fallback;
}

/**
 * 'Vereinswappen finden' (spec section 4): opening searches crests for the club's name; the modal shows
 * loading, then the candidates or the not-found notice. Choosing one saves it and closes; Abbrechen closes.
 * Each opening starts afresh: no candidates, failure or progress of the one before.
 */
export function EmblemPicker({
  open,
  onClose,
  onPicked,
}: {
  open: boolean;
  onClose(): void;
  onPicked(avatarUrl: string): void;
}) {
  const { t } = useTranslation();
  const { data: candidates, error, isLoading } = useClubEmblems(open);
  const [saving, setSaving] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Every way out (Abbrechen, Escape, a crest taken over) leaves nothing of this opening for the next.
  const reset = () => {
    setSaving(null);
    setSaveError(null);
    void forgetClubEmblems();
  };
  // The page left with the picker open (Back) closes it as well.
  useEffect(() => () => void forgetClubEmblems(), []);
  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };
  const choose = (uri: string) => {
    setSaving(uri);
    setSaveError(null);
    pickClubEmblem(uri).then(
      ({ avatarUrl }) => {
        reset();
        onPicked(avatarUrl);
      },
      (e: unknown) => {
        setSaving(null);
        setSaveError(failure(e, t('manage.emblem.failed')));
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('manage.emblem.title')}
      onClose={close}
      closeButton={false}
      testId="emblem-picker"
      footer={
        <button type="button" css={secondaryButton} onClick={close} disabled={saving !== null}>
          {t('manage.emblem.cancel')}
        </button>
      }
    >
      {isLoading || (!candidates && !error) ? (
        <p aria-busy="true" data-testid="emblem-loading">
          {t('manage.emblem.loading')}
        </p>
      ) : error ? (
        <p role="alert">{failure(error, t('manage.failed'))}</p>
      ) : !candidates || candidates.length === 0 ? (
        <Notice testId="emblem-not-found">
          <p role="status">{t('manage.emblem.notFound')}</p>
        </Notice>
      ) : (
        <>
          <p role="status">{t('manage.emblem.found', { count: candidates.length })}</p>
          {saving && <p aria-busy="true">{t('manage.emblem.saving')}</p>}
          {saveError && <p role="alert">{saveError}</p>}
          <ul css={grid} data-testid="emblem-candidates">
            {candidates.map((candidate) => (
              <li key={candidate.uri}>
                <button
                  type="button"
                  disabled={saving !== null}
                  aria-label={t('manage.emblem.choose', { label: candidate.name })}
                  onClick={() => choose(candidate.uri)}
                >
                  <img src={candidate.uri} alt="" loading="lazy" referrerPolicy="no-referrer" />
                  <span>{candidate.name}</span>
                  <small>{candidate.source}</small>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
