import { css } from '@emotion/react';
import { Outlet } from 'react-router-dom';
import { theme } from '../../styles/theme';
import { Footer } from './footer';
import { Navigation } from './navigation';

const layout = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const main = css`
  flex: 1;
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(2)};
`;

export function AppShell() {
  return (
    <div css={layout}>
      <Navigation />
      <main css={main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
