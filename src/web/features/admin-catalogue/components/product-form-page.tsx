import { ArrowLeft } from 'lucide-react';
import { useEffect, useId } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ALLERGEN_KEYS, type AllergenDeclarations } from '../../../../domain/allergens.ts';
import { packFromName, SINGLE_ITEM_PACK } from '../../../../domain/pack.ts';
import { type ManagedProduct, ProductInput } from '../../../../domain/schemas/back-office-catalogue.ts';
import type { Category } from '../../../../domain/schemas/catalogue.ts';
import { STANDARD_VAT_RATE, VAT_RATE_NAMES, VAT_RATES } from '../../../../domain/vat.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormField, fieldAria, inputClass } from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { bindFields, TextField } from '../../../components/text-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { areaPaths, type CatalogueArea } from '../api/catalogue-area.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { useManagedProduct } from '../api/get-managed-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { AllergenFields } from './allergen-fields.tsx';
import { primaryButton } from './back-office-styles.ts';
import { ImagePicker } from './image-picker.tsx';
import { PackFields } from './pack-fields.tsx';

type FormValues = ProductInput;
const FIELDS = [
  'name',
  'slug',
  'description',
  'category_id',
  'price',
  'special_price',
  'images',
  'order_code',
  'stock',
  'vat_rate',
  'pack.count',
  'pack.size',
  'pack.unit',
  ...ALLERGEN_KEYS.map((key) => `allergens.${key}` as const),
] as const satisfies readonly Path<FormValues>[];
/** An empty box is "missing", so the schema says the field is required rather than "not a number". */
const numberOrMissing = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
/** An empty stock box means the stock is not counted. */
const stockOrUntracked = (value: unknown) => (value === '' || value == null ? null : Number(value));

const NOTHING_DECLARED = Object.fromEntries(
  ALLERGEN_KEYS.map((key) => [key, 'undeclared']),
) as AllergenDeclarations;

function valuesOf(product: ManagedProduct | undefined): FormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    category_id: product?.category_id ?? (undefined as unknown as number),
    price: product?.price ?? (undefined as unknown as number),
    special_price: product?.special_price ?? (undefined as unknown as number),
    // Every picture the shop shows, drawn ones too: a save sends back all it did not change.
    images: product?.images ?? [],
    order_code: product?.order_code ?? '',
    pack: product?.pack ?? SINGLE_ITEM_PACK,
    allergens: product?.allergens ?? NOTHING_DECLARED,
    stock: product?.stock ?? null,
    vat_rate: product?.vat_rate ?? STANDARD_VAT_RATE,
  };
}

/** Add a product (…/products/new) or change one (…/products/{id}); the same form for admins and sellers. */
export function ProductFormPage({ area }: { area: CatalogueArea }) {
  const params = useParams();
  const id = params.productId && /^\d+$/.test(params.productId) ? Number(params.productId) : undefined;
  const product = useManagedProduct(area, id);
  const categories = useCategoryOptions();
  const title = id === undefined ? 'Add product' : 'Edit product';
  useDocumentTitle(`${title} · Back office`);
  const paths = areaPaths(area);

  return (
    <section>
      <Link
        to={paths.list}
        className="mb-3 inline-flex items-center gap-1 text-neutral-700 text-sm hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to the products
      </Link>
      <h1 className="mb-4 font-bold text-2xl">{id === undefined ? title : (product.data?.name ?? title)}</h1>
      {product.data && product.data.approval !== 'approved' && (
        <ApprovalNotice product={product.data} area={area} />
      )}
      {/* The form waits for the categories too: a select given a value before its options shows
          the first option instead, and a save would then look like it had dropped the category. */}
      {(id !== undefined && product.isPending) || categories.isPending ? (
        <Spinner label={id === undefined ? 'Loading the categories' : 'Loading the product'} />
      ) : id !== undefined && product.isError ? (
        <ErrorMessage>{product.error.message}</ErrorMessage>
      ) : (
        <ProductForm area={area} id={id} product={product.data} categories={categories.data ?? []} />
      )}
    </section>
  );
}

/** Whether the shop's tree offers the category (an archived one, left out of the tree, is not). */
function inTree(tree: readonly Category[], id: number): boolean {
  return tree.some((top) => top.id === id || inTree(top.children, id));
}

/** Where a product waiting for staff, or turned down, stands, and what saving it does. */
function ApprovalNotice({ product, area }: { product: ManagedProduct; area: CatalogueArea }) {
  const pending = product.approval === 'pending';
  return (
    <div
      role="status"
      className={`mb-4 rounded-2xl border p-4 text-sm ${pending ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <p className="font-semibold">
        {pending ? 'Waiting for staff approval: not in the shop yet.' : 'Staff turned this product down.'}
      </p>
      {!pending && (
        <p>
          {product.approval_note ? `Reason: ${product.approval_note} ` : ''}
          {area === 'seller' ? 'Saving a change sends it for approval again.' : ''}
        </p>
      )}
    </div>
  );
}

function ProductForm({
  area,
  id,
  product,
  categories,
}: {
  area: CatalogueArea;
  id: number | undefined;
  product?: ManagedProduct;
  categories: Category[];
}) {
  const idPrefix = useId();
  const navigate = useNavigate();
  const save = useSaveProduct(area, id);
  const ownCategoryMissing = product !== undefined && !inTree(categories, product.category_id);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    setError,
    getValues,
    formState: { errors, dirtyFields },
  } = useForm<FormValues>({ resolver: zodResolver(ProductInput), defaultValues: valuesOf(product) });
  useEffect(() => reset(valuesOf(product)), [product, reset]);
  const images = watch('images');
  const field = bindFields(idPrefix, register, errors);

  // A new product's pack is suggested from its name ("Gin 70cl"), until staff set one themselves.
  const suggestPack = () => {
    if (id !== undefined || dirtyFields.pack) return;
    const pack = packFromName(getValues('name'));
    if (pack) setValue('pack', pack);
  };

  const onSubmit = handleSubmit(({ stock, vat_rate, ...rest }) =>
    // Stock is sent only when staff changed it, so a save never puts back what orders took meanwhile;
    // the VAT rate only from staff, who alone set it.
    save.mutate(
      { ...rest, ...(dirtyFields.stock ? { stock } : {}), ...(area === 'admin' ? { vat_rate } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(
            id !== undefined
              ? `${saved.name} is saved.`
              : saved.approval === 'pending'
                ? `${saved.name} is waiting for staff approval.`
                : `${saved.name} is in the shop.`,
          );
          navigate(areaPaths(area).list);
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) return;
          for (const name of FIELDS) {
            const text =
              error.errors[name]?.[0] ?? (name === 'images' ? firstImageError(error.errors) : undefined);
            if (text) setError(name, { message: text });
          }
        },
      },
    ),
  );

  const invalid = (name: keyof FormValues) => Boolean(errors[name]);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={id === undefined ? 'Add product' : 'Edit product'}
      className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <div className="space-y-5 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
        <TextField label="Name" {...field('name')} registration={register('name', { onBlur: suggestPack })} />
        <FormField id={`${idPrefix}-slug`} label="Slug" optional error={errors.slug?.message}>
          {(describedBy) => (
            <>
              <input
                id={`${idPrefix}-slug`}
                className={inputClass(invalid('slug'))}
                {...fieldAria(invalid('slug'), describedBy ?? `${idPrefix}-slug-hint`, true)}
                {...register('slug')}
              />
              <p id={`${idPrefix}-slug-hint`} className="mt-1 text-neutral-600 text-xs">
                The product's address in the shop. Leave it empty to make one from the name.
              </p>
            </>
          )}
        </FormField>
        <FormField id={`${idPrefix}-description`} label="Description" error={errors.description?.message}>
          {(describedBy) => (
            <textarea
              id={`${idPrefix}-description`}
              rows={6}
              className={inputClass(invalid('description'))}
              {...fieldAria(invalid('description'), describedBy)}
              {...register('description')}
            />
          )}
        </FormField>
        <ImagePicker
          area={area}
          images={images}
          onChange={(next) => setValue('images', next, { shouldDirty: true })}
          error={errors.images?.message}
        />
        <PackFields register={register} errors={errors} />
        <AllergenFields register={register} errors={errors} />
      </div>

      <div className="space-y-5 self-start rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
        <FormField id={`${idPrefix}-category`} label="Category" error={errors.category_id?.message}>
          {(describedBy) => (
            <select
              id={`${idPrefix}-category`}
              className={inputClass(invalid('category_id'))}
              {...fieldAria(invalid('category_id'), describedBy)}
              {...register('category_id', { setValueAs: numberOrMissing })}
            >
              <option value="">Choose a category</option>
              {ownCategoryMissing && <option value={product.category_id}>{product.category_name}</option>}
              {categories.map((top) => (
                <optgroup key={top.id} label={top.name}>
                  <option value={top.id}>{top.name} (all)</option>
                  {top.children.map((child) => (
                    <option key={child.id} value={child.id}>
                      {child.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
        <PriceField
          idPrefix={idPrefix}
          name="price"
          label="List price (£)"
          error={errors.price?.message}
          register={register}
        />
        <PriceField
          idPrefix={idPrefix}
          name="special_price"
          label="Member price (£)"
          error={errors.special_price?.message}
          register={register}
        />
        <FormField
          id={`${idPrefix}-order_code`}
          label="Order code"
          optional
          error={errors.order_code?.message}
        >
          {(describedBy) => (
            <>
              <input
                id={`${idPrefix}-order_code`}
                autoCapitalize="characters"
                spellCheck={false}
                className={`${inputClass(invalid('order_code'))} uppercase`}
                {...fieldAria(invalid('order_code'), describedBy ?? `${idPrefix}-order_code-hint`, true)}
                {...register('order_code')}
              />
              <p id={`${idPrefix}-order_code-hint`} className="mt-1 text-neutral-600 text-xs">
                What chefs type to find it: 3 to 10 capital letters and digits. Leave it empty for W and the
                product's number.
              </p>
            </>
          )}
        </FormField>
        {area === 'admin' && (
          <FormField id={`${idPrefix}-vat_rate`} label="VAT rate" error={errors.vat_rate?.message}>
            {(describedBy) => (
              <>
                <select
                  id={`${idPrefix}-vat_rate`}
                  className={inputClass(invalid('vat_rate'))}
                  {...fieldAria(invalid('vat_rate'), describedBy ?? `${idPrefix}-vat_rate-hint`, true)}
                  {...register('vat_rate', { setValueAs: Number })}
                >
                  {VAT_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {VAT_RATE_NAMES[rate]}
                    </option>
                  ))}
                </select>
                <p id={`${idPrefix}-vat_rate-hint`} className="mt-1 text-neutral-600 text-xs">
                  Most food is zero-rated; drinks, confectionery and non-food are standard-rated.
                </p>
              </>
            )}
          </FormField>
        )}
        {area === 'admin' && (
          <FormField id={`${idPrefix}-stock`} label="Stock (units)" optional error={errors.stock?.message}>
            {(describedBy) => (
              <>
                <input
                  id={`${idPrefix}-stock`}
                  type="number"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  className={inputClass(invalid('stock'))}
                  {...fieldAria(invalid('stock'), describedBy ?? `${idPrefix}-stock-hint`, true)}
                  {...register('stock', { setValueAs: stockOrUntracked })}
                />
                <p id={`${idPrefix}-stock-hint`} className="mt-1 text-neutral-600 text-xs">
                  Leave it empty when the stock is not counted: the product then never runs out.
                </p>
              </>
            )}
          </FormField>
        )}
        <button type="submit" className={`${primaryButton} w-full`} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : id === undefined ? 'Add product' : 'Save changes'}
        </button>
        {save.isError &&
          !(save.error instanceof ApiRequestError && Object.keys(save.error.errors).length > 0) && (
            <p role="alert" className="text-red-700 text-sm">
              {save.error.message}
            </p>
          )}
      </div>
    </form>
  );
}

function firstImageError(errors: Record<string, string[]>): string | undefined {
  return Object.entries(errors).find(([key]) => key.startsWith('images.'))?.[1]?.[0];
}

function PriceField({
  idPrefix,
  name,
  label,
  error,
  register,
}: {
  idPrefix: string;
  name: 'price' | 'special_price';
  label: string;
  error: string | undefined;
  register: ReturnType<typeof useForm<FormValues>>['register'];
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      {(describedBy) => (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          className={inputClass(Boolean(error))}
          {...fieldAria(Boolean(error), describedBy)}
          {...register(name, { setValueAs: numberOrMissing })}
        />
      )}
    </FormField>
  );
}
