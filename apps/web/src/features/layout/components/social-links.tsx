import type { Brand } from '@portal/contract';
import { useSystemInfo } from '@/features/system';

type SocialLink = Brand['socialLinks'][number];
const KNOWN = new Set(['telegram', 'facebook', 'instagram', 'youtube', 'x']);

export const socialIcon = (link: SocialLink): string =>
  `/demo/social/${KNOWN.has(link.type.toLowerCase()) ? link.type.toLowerCase() : 'telegram'}.svg`;

/**
 * The merchant's social links (brand.socialLinks), opening in a new tab. Links sharing a type (the
 * demo's two Telegram links) would be identical icons, so those carry their title beside the icon.
 */
export function SocialLinks({
  className = 'social-links',
  links: given,
}: {
  className?: string;
  /** The links to show (the footer passes its own, a draft in a preview); default: the brand's. */
  links?: SocialLink[];
}) {
  const brandLinks = useSystemInfo().brand.socialLinks;
  const links = given ?? brandLinks;
  if (links.length === 0) return null;
  const typeCount = new Map<string, number>();
  for (const l of links) typeCount.set(l.type.toLowerCase(), (typeCount.get(l.type.toLowerCase()) ?? 0) + 1);
  return (
    <ul className={className}>
      {links.map((link) => {
        const titled = (typeCount.get(link.type.toLowerCase()) ?? 0) > 1 && link.title !== '';
        return (
          <li key={`${link.type}-${link.url}`}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.title}
              title={link.title}
              className={titled ? 'social-links__titled' : undefined}
            >
              <img src={socialIcon(link)} alt="" width={20} height={20} loading="lazy" />
              {titled && <span className="social-links__title">{link.title}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
