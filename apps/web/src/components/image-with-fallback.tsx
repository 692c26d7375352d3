import { useState, type ImgHTMLAttributes } from 'react';
import { imageUrl } from '@/lib/cdn';

export const DEFAULT_GAME_IMAGE = '/demo/default/game.svg';
export const DEFAULT_VENDOR_IMAGE = '/demo/default/vendor.svg';
export const DEFAULT_AVATAR_IMAGE = '/demo/default/avatar.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  fallback?: string;
};

/** A lazy image that swaps to a default picture when its own fails (spec section 8). */
export function ImageWithFallback({
  src,
  fallback = DEFAULT_GAME_IMAGE,
  loading = 'lazy',
  alt = '',
  ...rest
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Game and vendor images come from the merchant's image CDN when it has one.
  const wanted = imageUrl(src || fallback);
  const current = failedSrc === wanted ? imageUrl(fallback) : wanted;
  return (
    <img
      {...rest}
      alt={alt}
      src={current}
      loading={loading}
      decoding="async"
      onError={() => {
        if (current !== imageUrl(fallback)) setFailedSrc(wanted);
      }}
    />
  );
}
