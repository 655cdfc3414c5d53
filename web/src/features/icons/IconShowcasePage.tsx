import { PageHeader } from '@/components/PageHeader';
import { PRODUCT_ICON_NAMES, ProductIcon } from '@/components/icons/ProductIcon';

/** The developer icon showcase (spec section 2, /icons): every icon of the product's set with its name. */
export default function IconShowcasePage() {
  return (
    <div className="pb-10">
      <title>Icons · Repour</title>
      <PageHeader title="Icons" description={`The product's own icon set: ${PRODUCT_ICON_NAMES.length} icons.`} />
      <ul aria-label="Product icons" className="grid grid-cols-2 gap-3 px-4">
        {PRODUCT_ICON_NAMES.map((name) => (
          <li key={name}>
            <figure className="flex h-full flex-col items-center gap-3 rounded-2xl border bg-card px-3 pt-6 pb-4 text-center shadow-xs">
              <div className="flex h-14 items-center justify-center text-primary">
                <ProductIcon name={name} className="size-12" strokeWidth={1.5} />
              </div>
              <div className="flex items-center gap-2 text-muted-foreground" aria-hidden="true">
                <ProductIcon name={name} className="size-5 text-foreground" />
                <ProductIcon name={name} className="size-4 text-foreground" />
              </div>
              <figcaption className="font-mono text-xs font-medium break-all text-foreground">{name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-6 px-6 text-center text-sm text-muted-foreground">
        Line icons on a 24px grid with round joins, like the interface icons beside them; liquids are a translucent fill. An unknown name
        draws nothing.
      </p>
    </div>
  );
}
