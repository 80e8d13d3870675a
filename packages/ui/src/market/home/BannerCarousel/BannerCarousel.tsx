import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../internal/icons';

export type BannerImage = { url: string; pclink: string; alt?: string };

/** The banner's shape (width / height): a page keeps this place while its pictures load. */
export const BANNER_ASPECT_RATIO = '10 / 3';

export type BannerCarouselProps = HTMLAttributes<HTMLElement> & {
  images: readonly BannerImage[];
  /** Auto-advance every n ms; 0 stops it (stories). Default 5000. Paused while hovered. */
  intervalMs?: number;
  onOpen: (link: string) => void;
  /** Slide shown first. */
  defaultIndex?: number;
};

const StyledBox = styled.section`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  background: ${vars.color.surfaceSunken};
  border-radius: ${vars.radius.lg};
`;

const StyledSlide = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: ${vars.space[0]};
  border: none;
  background: none;
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const StyledArrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: ${vars.space[3]};
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  color: ${vars.color.textInverse};
  background: ${vars.color.backdrop};
  border: none;
  border-radius: ${vars.radius.round};
  cursor: pointer;

  /* A phone swipes (the arrows would cover the banner's own title on a narrow screen). */
  ${media.phone} {
    display: none;
  }
`;

const StyledDots = styled.div`
  position: absolute;
  bottom: ${vars.space[3]};
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  gap: ${vars.space[2]};
  ${media.phone} {
    bottom: ${vars.space[0]};
    gap: ${vars.space[0]};
  }
`;

const StyledDot = styled.button<{ $on: boolean }>`
  width: ${(p) => (p.$on ? vars.space[6] : vars.size.dot)};
  height: ${vars.size.dot};
  padding: ${vars.space[0]};
  background: ${vars.color.surface};
  opacity: ${(p) => (p.$on ? 1 : 0.6)};
  border: none;
  border-radius: ${vars.radius.pill};
  cursor: pointer;

  /* On a phone each dot is drawn in the middle of a larger tap area. */
  ${media.phone} {
    position: relative;
    box-sizing: content-box;
    padding: calc((${vars.size.controlLg} - ${vars.size.dot}) / 2) ${vars.space[3]};
    background: transparent;

    &::before {
      content: '';
      position: absolute;
      inset: calc((${vars.size.controlLg} - ${vars.size.dot}) / 2) ${vars.space[3]};
      background: ${vars.color.surface};
      border-radius: ${vars.radius.pill};
    }
  }
`;

const StyledEmpty = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${vars.color.textMuted};
`;

/** The home page's banner carousel: one slide at a time, arrows, dots, auto-advance paused on hover. */
/** A horizontal swipe at least this long changes the banner. */
const SWIPE_MIN_PX = 40;

export function BannerCarousel({ images, intervalMs = 5000, onOpen, defaultIndex = 0, ...rest }: BannerCarouselProps) {
  const [index, setIndex] = useState(defaultIndex);
  const [paused, setPaused] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const count = images.length;
  useEffect(() => {
    if (!intervalMs || count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, count, paused]);
  if (count === 0) {
    return (
      <StyledBox aria-label="活动横幅" {...rest}>
        <StyledEmpty>暂无活动</StyledEmpty>
      </StyledBox>
    );
  }
  const current = images[index % count]!;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  return (
    <StyledBox
      aria-roledescription="carousel"
      aria-label="活动横幅"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX || count < 2) return;
        setIndex((i) => (i + (end < start ? 1 : -1) + count) % count);
      }}
      {...rest}
    >
      <StyledSlide type="button" onClick={() => onOpen(current.pclink)} aria-label={current.alt ?? `第${(index % count) + 1}张横幅`}>
        <img src={current.url} alt={current.alt ?? ''} />
      </StyledSlide>
      {count > 1 && (
        <>
          <StyledArrow type="button" $side="left" aria-label="上一张" onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </StyledArrow>
          <StyledArrow type="button" $side="right" aria-label="下一张" onClick={() => go(1)}>
            <ChevronRightIcon />
          </StyledArrow>
          <StyledDots>
            {images.map((img, i) => (
              <StyledDot
                key={img.url + i}
                type="button"
                $on={i === index % count}
                aria-label={`第${i + 1}张`}
                aria-current={i === index % count}
                onClick={() => setIndex(i)}
              />
            ))}
          </StyledDots>
        </>
      )}
    </StyledBox>
  );
}
