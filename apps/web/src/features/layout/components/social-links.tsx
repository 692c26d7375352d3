import type { Brand } from '@portal/contract';
import { useSystemInfo } from '@/features/system';

type SocialLink = Brand['socialLinks'][number];
const KNOWN = new Set(['telegram', 'facebook', 'instagram', 'youtube', 'x']);

export const socialIcon = (link: SocialLink): string =>
  `/demo/social/${KNOWN.has(link.type.toLowerCase()) ? link.type.toLowerCase() : 'telegram'}.svg`;

/** The merchant's social links (brand.socialLinks), opening in a new tab. */
export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  const links = useSystemInfo().brand.socialLinks;
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.type}-${link.url}`}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.title}
            title={link.title}
          >
            <img src={socialIcon(link)} alt="" width={20} height={20} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
