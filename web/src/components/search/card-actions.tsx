import { type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { secondaryButton } from '../ui/button-styles';
import { cardActions } from '../ui/card-styles';

interface CardActionsProps {
  /** Starts loading the modal's code (lib/lazy-part.ts), so it is usually there by the click. */
  preload(): void;
  /** The 'Mehr Infos' modal, first made when first opened, inside a Suspense boundary for its code. */
  summary(open: boolean, onClose: () => void): ReactNode;
  /** The second button: the page it opens and its text ('Zum Verein', 'Zum Profil'). */
  to: string;
  linkText: string;
}

/** The buttons under a search result: 'Mehr Infos' opens a modal, the second goes to a page. */
export function CardActions({ preload, summary, to, linkText }: CardActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The modal is created on first use only: twenty closed dialogs would slow down every result page.
  const [used, setUsed] = useState(false);
  return (
    <>
      <div css={cardActions}>
        <button
          type="button"
          css={secondaryButton}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {t('search.card.moreInfo')}
        </button>
        <Link to={to} css={secondaryButton}>
          {linkText}
        </Link>
      </div>
      {used && <Suspense fallback={null}>{summary(open, () => setOpen(false))}</Suspense>}
    </>
  );
}
