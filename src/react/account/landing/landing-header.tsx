import { css } from '@emotion/react';
import type { LandingConfig } from '../../core/config/config-types';
import { BREAKPOINTS } from '../../core/constants';
import { JsxContent } from '../../core/jsx/render-jsx';

const image = css`
  display: block;
  width: 100%;
  height: auto;
  margin: 0 0 24px;
  border-radius: 8px;
`;

/**
 * §2 the landing page's title image (its small-screen variant below the sm breakpoint) and its optional rich text,
 * which the operator writes as jsx content: sanitised against the allowlist of docs/jsx-content.md, never evaluated.
 */
export function LandingHeader({ landing }: { landing: LandingConfig | undefined }) {
  return (
    <>
      {landing?.titleImage && (
        <picture>
          {landing.titleImageSmall && (
            <source media={`(max-width: ${BREAKPOINTS.sm - 1}px)`} srcSet={landing.titleImageSmall} />
          )}
          <img css={image} src={landing.titleImage} alt={landing.titleImageAlt ?? ''} part="landing-title-image" />
        </picture>
      )}
      {landing?.text && (
        <div part="landing-text">
          <JsxContent source={landing.text} />
        </div>
      )}
    </>
  );
}
