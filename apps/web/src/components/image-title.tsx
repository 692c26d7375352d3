import './image-title.css';

/**
 * A title laid over the calm left side of a wordless picture (banners, promotion cards; decision 0025:
 * the demo pictures carry no words, the page writes them in the member's language). Figures are picked
 * out in gold, as the pictures used to draw them. Hidden from assistive technology: the picture's alt
 * text already says the same.
 */
export function ImageTitle({ title, className }: { title: string; className?: string }) {
  const parts = title.split(/(\S*\d\S*)/);
  return (
    <span className={`image-title${className ? ` ${className}` : ''}`} aria-hidden="true">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="image-title__figure">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
