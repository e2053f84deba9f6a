import { css } from '@emotion/react';
import type { LandingConfig } from '../../core/config/config-types';
import { BREAKPOINTS } from '../../core/constants';

const image = css`
  display: block;
  width: 100%;
  height: auto;
  margin: 0 0 24px;
  border-radius: 8px;
`;

/**
 * §2 the landing page's title image (its small-screen variant below the sm breakpoint) and its optional text.
 * The text is plain: no HTML sanitizer is installed, so no markup is rendered; blank lines make paragraphs.
 */
export function LandingHeader({ landing }: { landing: LandingConfig | undefined }) {
  const paragraphs = landing?.text?.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '') ?? [];
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
      {paragraphs.map((paragraph, index) => (
        <p key={index} css={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
