import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import type { ManagedProduct } from '../../../../domain/schemas/back-office-catalogue.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useArchiveProduct } from '../api/archive-product.ts';
import type { CatalogueArea } from '../api/catalogue-area.ts';
import { secondaryButton } from './back-office-styles.ts';

/** Archive (after a confirm) or bring back one product. */
export function ArchiveButton({ area, product }: { area: CatalogueArea; product: ManagedProduct }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveProduct(area);
  const isArchived = product.archived_at !== null;
  const run = () =>
    archive.mutate(
      { id: product.id, archive: !isArchived },
      {
        onSuccess: () =>
          toast.success(isArchived ? `${product.name} is back in the shop.` : `${product.name} is archived.`),
        onError: (error) => toast.error(error.message),
      },
    );
  const Icon = isArchived ? ArchiveRestore : Archive;
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        disabled={archive.isPending}
        onClick={() => (isArchived ? run() : setOpen(true))}
        aria-label={`${isArchived ? 'Un-archive' : 'Archive'} ${product.name}`}
        title={isArchived ? 'Un-archive' : 'Archive'}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {/* A tablet shows the icon alone; the button's accessible name says what it does. */}
        <span className="hidden xl:inline">{isArchived ? 'Un-archive' : 'Archive'}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Archive ${product.name}?`}
        description="It leaves the shop, search and reorders at once. Past orders and invoices keep it, and you can bring it back later."
        confirmLabel="Archive"
        onConfirm={run}
      />
    </>
  );
}
