// The menu editor (/profile/menus/{id}, decision 0077): the menu's name, published or draft, sections and
// their items (a cocktail of the database or the bar's own, a price, a note, available or not), each moved
// by its Up and Down buttons or dragged by its handle, an item also to another section (its "Move to
// section" menu, or dropped on that section), and saved whole in one mutation.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDownIcon, ArrowUpIcon, ExternalLinkIcon, FolderInputIcon, GripVerticalIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type DragEvent, type Ref } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFieldArrayReturn,
  type UseFormRegister,
} from 'react-hook-form';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { toast } from 'sonner';
import { SEARCH_MIN_LENGTH } from '@common/constants';
import {
  MENU_ITEM_NAME_MAX,
  MENU_MESSAGES,
  MENU_NAME_MAX,
  MENU_NOTE_MAX,
  MENU_PRICE_MAX,
  MENU_SECTION_ITEMS_MAX,
  MENU_SECTION_NAME_MAX,
  MENU_SECTIONS_MAX,
  menuFormSchema,
} from '@common/menus';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Field, FieldMessage } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { firstErrorMessage, setServerErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { loadRouteQuery } from '@/relay/route-query';
import type { MenuEditorPage_menu$key } from './__generated__/MenuEditorPage_menu.graphql';
import type { MenuEditorPageCocktailsQuery } from './__generated__/MenuEditorPageCocktailsQuery.graphql';
import type { MenuEditorPageQuery as MenuEditorPageQueryType } from './__generated__/MenuEditorPageQuery.graphql';
import { menuFormPathOf } from './menu-form-paths';
import { useRemoveMenuMutation } from './RemoveMenuMutation';
import { useUpdateMenuMutation } from './UpdateMenuMutation';

const MenuEditorPageQuery = graphql`
  query MenuEditorPageQuery($databaseId: Int!) {
    menu(databaseId: $databaseId) {
      viewerIsOwner
      ...MenuEditorPage_menu
    }
  }
`;

const CocktailsQuery = graphql`
  query MenuEditorPageCocktailsQuery($text: String!, $first: Int!) {
    search(query: $text) {
      cocktails(first: $first) {
        edges {
          node {
            id
            name
            visibility
          }
        }
      }
    }
  }
`;

const COCKTAIL_SUGGESTIONS = 8;

interface ItemForm {
  cocktailId: string | null;
  /** The picked cocktail's name, shown while the form holds it (not sent: the server names the line). */
  cocktailName: string | null;
  name: string | null;
  description: string | null;
  price: string;
  note: string | null;
  available: boolean;
}
interface MenuForm {
  name: string;
  published: boolean;
  sections: Array<{ name: string; items: ItemForm[] }>;
}

/** Where an item is: its section's index and its own in that section. */
interface ItemPlace {
  section: number;
  item: number;
}

/** A section an item can be moved to, as its "Move to section" menu lists it. */
interface MoveTarget {
  section: number;
  label: string;
  /** It has MENU_SECTION_ITEMS_MAX items already. */
  full: boolean;
}

/** What the form needs of a section's own field array to take an item out of it or put one in. */
type ItemList = Pick<UseFieldArrayReturn<MenuForm, `sections.${number}.items`>, 'remove' | 'insert'>;

const emptyItem = (): ItemForm => ({
  cocktailId: null,
  cocktailName: null,
  name: '',
  description: null,
  price: '',
  note: '',
  available: true,
});

export function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  return loadRouteQuery<MenuEditorPageQueryType>(
    'menu-edit',
    MenuEditorPageQuery,
    { databaseId: Number.isSafeInteger(id) && id > 0 ? id : 0 },
    { fetchPolicy: 'store-and-network' },
  );
}

export default function MenuEditorPage() {
  const queryRef = useLoaderData() as PreloadedQuery<MenuEditorPageQueryType>;
  return (
    <div className="pb-8">
      <title>Edit menu · Repour</title>
      <PageHeader title="Edit menu" back="/profile/menus" />
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => (
          <p role="alert" className="px-4 text-destructive">
            {error.message}
          </p>
        )}
      >
        <Suspense fallback={<Skeleton className="mx-4 h-64 rounded-2xl" />}>
          <Editor queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Editor({ queryRef }: { queryRef: PreloadedQuery<MenuEditorPageQueryType> }) {
  const { menu } = usePreloadedQuery<MenuEditorPageQueryType>(MenuEditorPageQuery, queryRef);
  if (!menu || !menu.viewerIsOwner) return <p className="px-4 text-muted-foreground">{MENU_MESSAGES.notFound}</p>;
  return <MenuForm menu={menu} />;
}

function MenuForm({ menu }: { menu: MenuEditorPage_menu$key }) {
  const data = useFragment(
    graphql`
      fragment MenuEditorPage_menu on Menu {
        id
        databaseId
        name
        published
        sections {
          name
          items {
            name
            description
            price
            note
            available
            cocktail {
              id
              name
            }
          }
        }
      }
    `,
    menu,
  );
  const navigate = useNavigate();
  const { control, register, handleSubmit, setError, getValues, formState } = useForm<MenuForm>({
    defaultValues: {
      name: data.name,
      published: data.published,
      sections: data.sections.map((section) => ({
        name: section.name,
        items: section.items.map((item) => ({
          cocktailId: item.cocktail?.id ?? null,
          cocktailName: item.cocktail?.name ?? null,
          name: item.cocktail ? null : item.name,
          description: item.description,
          price: item.price,
          note: item.note,
          available: item.available,
        })),
      })),
    },
    resolver: zodResolver(menuFormSchema) as never,
    shouldFocusError: false,
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const [save, saving] = useUpdateMenuMutation();
  const [remove, removing] = useRemoveMenuMutation();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const nameId = useId();
  // Each section keeps its items in a field array of its own (by the section's field id): moving an item
  // between sections takes it out of one and puts it in the other, the items left in both keeping theirs.
  const itemLists = useRef(new Map<string, ItemList>());
  const setItemList = useCallback((sectionId: string, list: ItemList | null) => {
    if (list) itemLists.current.set(sectionId, list);
    else itemLists.current.delete(sectionId);
  }, []);
  const [dragged, setDragged] = useState<ItemPlace | null>(null);
  // Focus follows an item moved by its menu: its "Move to section" button in its new place.
  const [movedTo, setMovedTo] = useState<{ sectionId: string; item: number } | null>(null);

  const sectionIsFull = (section: number) => getValues(`sections.${section}.items`).length >= MENU_SECTION_ITEMS_MAX;
  const moveTargets = (from: number): MoveTarget[] =>
    sections.fields.flatMap((_, section) =>
      section === from
        ? []
        : [{ section, label: getValues(`sections.${section}.name`).trim() || `Section ${section + 1}`, full: sectionIsFull(section) }],
    );
  /** Moves the item at `from` into section `to`, before its item `at` or else at its end; its new index, or null. */
  const moveItem = (from: ItemPlace, to: number, at?: number): number | null => {
    const source = itemLists.current.get(sections.fields[from.section]?.id ?? '');
    const target = itemLists.current.get(sections.fields[to]?.id ?? '');
    if (!source || !target || from.section === to || sectionIsFull(to)) return null;
    const item = getValues(`sections.${from.section}.items.${from.item}`);
    const length = getValues(`sections.${to}.items`).length;
    const place = Math.min(at ?? length, length);
    source.remove(from.item);
    target.insert(place, item, { shouldFocus: false });
    return place;
  };

  const submit = handleSubmit(
    (values) => {
      const parsed = menuFormSchema.parse(values);
      save(
        {
          menuId: data.id,
          name: parsed.name,
          published: parsed.published,
          sections: parsed.sections.map((section) => ({
            name: section.name,
            items: section.items.map((item) => ({
              cocktailId: item.cocktailId,
              name: item.name,
              description: item.description,
              price: item.price,
              note: item.note,
              available: item.available,
            })),
          })),
        },
        { onSaved: () => undefined, onFailed: (failure) => setServerErrors(setError, failure, menuFormPathOf) },
      );
    },
    (errors) => toast.error(firstErrorMessage(errors) ?? 'Please check the menu'),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4 px-4">
      <Field id={nameId} label="Menu name" error={formState.errors.name?.message}>
        <Input id={nameId} maxLength={MENU_NAME_MAX} aria-invalid={formState.errors.name ? true : undefined} {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3 rounded-2xl border bg-card p-3.5">
            <Label htmlFor={`${nameId}-published`} className="flex flex-col items-start gap-0.5">
              Published
              <span className="text-xs font-normal text-muted-foreground">Anyone with the link can read it; it shows on your profile.</span>
            </Label>
            <Switch id={`${nameId}-published`} checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <Button asChild variant="link" className="self-start px-0">
        <Link to={`/menus/${data.databaseId}`}>
          <ExternalLinkIcon aria-hidden="true" />
          Open its public page
        </Link>
      </Button>

      {sections.fields.map((section, index) => (
        <SectionEditor
          key={section.id}
          index={index}
          count={sections.fields.length}
          control={control}
          register={register}
          errors={formState.errors}
          onMove={(to) => sections.move(index, to)}
          onRemove={() => sections.remove(index)}
          sectionId={section.id}
          onItemList={setItemList}
          moveTargets={() => moveTargets(index)}
          onMoveItem={(item, to) => {
            const place = moveItem({ section: index, item }, to);
            if (place !== null) setMovedTo({ sectionId: sections.fields[to].id, item: place });
          }}
          dragged={dragged}
          onDrag={setDragged}
          onDropItem={(from, at) => moveItem(from, index, at)}
          focusMovedItem={movedTo?.sectionId === section.id ? movedTo.item : null}
          onMovedItemFocused={() => setMovedTo(null)}
        />
      ))}
      <FieldMessage message={formState.errors.sections?.root?.message ?? formState.errors.sections?.message} />
      {sections.fields.length < MENU_SECTIONS_MAX ? (
        <Button type="button" variant="outline" onClick={() => sections.append({ name: '', items: [emptyItem()] })}>
          <PlusIcon aria-hidden="true" />
          Add section
        </Button>
      ) : null}

      <div className="flex gap-2 border-t pt-4">
        <Button type="button" variant="outline" disabled={removing || saving} onClick={() => setConfirmingRemove(true)}>
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
        <Button type="submit" className="flex-1" disabled={saving}>
          {saving ? 'Saving...' : 'Save menu'}
        </Button>
      </div>
      <Dialog open={confirmingRemove} onOpenChange={(open) => !removing && setConfirmingRemove(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove {data.name}?</DialogTitle>
            <DialogDescription>The menu and its link go for good; guests who scan its QR code find nothing.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={removing} onClick={() => setConfirmingRemove(false)}>
              Keep it
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={removing}
              onClick={() => remove(data.id, [], () => void navigate('/profile/menus'))}
            >
              {removing ? 'Removing...' : 'Remove menu'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}

function SectionEditor({
  sectionId,
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
  onItemList,
  moveTargets,
  onMoveItem,
  dragged,
  onDrag,
  onDropItem,
  focusMovedItem,
  onMovedItemFocused,
}: {
  /** The section's field id, which stays its own when sections are reordered. */
  sectionId: string;
  index: number;
  count: number;
  control: Control<MenuForm>;
  register: UseFormRegister<MenuForm>;
  errors: FieldErrors<MenuForm>;
  onMove(to: number): void;
  onRemove(): void;
  /** Gives the form this section's list of items to move items out of and into (null once it goes). */
  onItemList(sectionId: string, list: ItemList | null): void;
  moveTargets(): MoveTarget[];
  /** Moves this section's item `item` to the end of section `to`. */
  onMoveItem(item: number, to: number): void;
  /** The item being dragged, of this section or another. */
  dragged: ItemPlace | null;
  onDrag(place: ItemPlace | null): void;
  /** Puts an item of another section here, before this section's item `at` or else at the end. */
  onDropItem(from: ItemPlace, at?: number): void;
  /** The index of the item just moved here by its menu, whose "Move to section" button takes focus. */
  focusMovedItem: number | null;
  onMovedItemFocused(): void;
}) {
  const id = useId();
  const items = useFieldArray({ control, name: `sections.${index}.items` });
  const { remove, insert } = items;
  useEffect(() => {
    onItemList(sectionId, { remove, insert });
    return () => onItemList(sectionId, null);
  }, [onItemList, sectionId, remove, insert]);
  const sectionErrors = errors.sections?.[index];
  const ordinal = `Section ${index + 1}`;
  const fromHere = dragged?.section === index;
  // An item of another section may be dropped here unless this one is full.
  const takesDrop = dragged !== null && (fromHere || items.fields.length < MENU_SECTION_ITEMS_MAX);
  const drop = (event: DragEvent, to?: number) => {
    if (!dragged || !takesDrop) return;
    event.preventDefault();
    // An item's drop is the section's too: one move.
    event.stopPropagation();
    if (!fromHere) onDropItem(dragged, to);
    else if (to !== undefined && dragged.item !== to) items.move(dragged.item, to);
    onDrag(null);
  };
  return (
    <fieldset
      // The section itself takes an item of another one (at its end); its own items are dropped on items.
      onDragOver={(event) => takesDrop && !fromHere && event.preventDefault()}
      onDrop={(event) => drop(event)}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-3.5 shadow-xs"
    >
      <legend className="sr-only">{ordinal}</legend>
      <div className="flex items-end gap-2">
        <Field id={id} label={`${ordinal} name`} error={sectionErrors?.name?.message} className="flex-1">
          <Input
            id={id}
            maxLength={MENU_SECTION_NAME_MAX}
            placeholder="Classics"
            aria-invalid={sectionErrors?.name ? true : undefined}
            {...register(`sections.${index}.name`)}
          />
        </Field>
        <MoveButtons what={ordinal} index={index} count={count} onMove={onMove} />
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${ordinal.toLowerCase()}`} onClick={onRemove}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <ol className="flex flex-col gap-3">
        {items.fields.map((item, itemIndex) => (
          <li
            key={item.id}
            onDragOver={(event) => takesDrop && event.preventDefault()}
            onDrop={(event) => drop(event, itemIndex)}
            className={cn(
              'flex gap-2 rounded-xl border bg-background p-2.5',
              // An item a save was refused on stands out among the others.
              sectionErrors?.items?.[itemIndex] && 'border-destructive',
            )}
          >
            <span
              draggable
              onDragStart={(event) => {
                // Firefox starts a drag only with data set; what moves is known from onDrag, not the data.
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', `${ordinal}, item ${itemIndex + 1}`);
                onDrag({ section: index, item: itemIndex });
              }}
              onDragEnd={() => onDrag(null)}
              className="flex cursor-grab items-start pt-2 text-muted-foreground"
              aria-hidden="true"
              title={count > 1 ? 'Drag to reorder or to another section' : 'Drag to reorder'}
            >
              <GripVerticalIcon className="size-4" />
            </span>
            <ItemEditor
              sectionIndex={index}
              index={itemIndex}
              count={items.fields.length}
              sectionCount={count}
              control={control}
              register={register}
              errors={errors}
              onMove={(to) => items.move(itemIndex, to)}
              moveTargets={moveTargets}
              onMoveToSection={(to) => onMoveItem(itemIndex, to)}
              focusMoveToSection={focusMovedItem === itemIndex}
              onMoveToSectionFocused={onMovedItemFocused}
              onRemove={() => items.remove(itemIndex)}
            />
          </li>
        ))}
      </ol>
      <FieldMessage message={sectionErrors?.items?.root?.message ?? sectionErrors?.items?.message} />
      <FieldMessage message={sectionErrors?.root?.message} />
      {items.fields.length < MENU_SECTION_ITEMS_MAX ? (
        <Button type="button" variant="outline" size="sm" onClick={() => items.append(emptyItem())}>
          <PlusIcon aria-hidden="true" />
          Add item to {ordinal.toLowerCase()}
        </Button>
      ) : null}
    </fieldset>
  );
}

function MoveButtons({ what, index, count, onMove }: { what: string; index: number; count: number; onMove(to: number): void }) {
  // At the top or the bottom a button says it cannot move further (aria-disabled) but keeps focus: a
  // disabled button would drop it, leaving a keyboard or screen reader user at the top of the page.
  const first = index === 0;
  const last = index === count - 1;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${what.toLowerCase()} up`}
        aria-disabled={first}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => !first && onMove(index - 1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${what.toLowerCase()} down`}
        aria-disabled={last}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => !last && onMove(index + 1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
    </>
  );
}

/** An item's menu of the other sections; the item goes to the end of the one picked. */
function MoveToSection({
  itemName,
  targets,
  onMove,
  triggerRef,
}: {
  itemName: string;
  targets(): MoveTarget[];
  onMove(section: number): void;
  triggerRef: Ref<HTMLButtonElement>;
}) {
  // The sections as they are when the menu opens (their names are being typed in the same form).
  const [choices, setChoices] = useState<MoveTarget[]>([]);
  const label = `Move ${itemName} to another section`;
  return (
    <DropdownMenu onOpenChange={(open) => open && setChoices(targets())}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} type="button" variant="ghost" size="icon" aria-label={label} title={label}>
          <FolderInputIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Move to section</DropdownMenuLabel>
        {choices.map((choice) => (
          <DropdownMenuItem key={choice.section} disabled={choice.full} onSelect={() => onMove(choice.section)}>
            <span className="min-w-0 truncate">{choice.label}</span>
            {choice.full ? <span className="ml-auto text-xs text-muted-foreground">Full</span> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

interface PickedCocktail {
  id: string;
  name: string;
}

function ItemEditor({
  sectionIndex,
  index,
  count,
  sectionCount,
  control,
  register,
  errors,
  onMove,
  moveTargets,
  onMoveToSection,
  focusMoveToSection,
  onMoveToSectionFocused,
  onRemove,
}: {
  sectionIndex: number;
  index: number;
  count: number;
  sectionCount: number;
  control: Control<MenuForm>;
  register: UseFormRegister<MenuForm>;
  errors: FieldErrors<MenuForm>;
  onMove(to: number): void;
  moveTargets(): MoveTarget[];
  onMoveToSection(section: number): void;
  focusMoveToSection: boolean;
  onMoveToSectionFocused(): void;
  onRemove(): void;
}) {
  const id = useId();
  const environment = useRelayEnvironment();
  const path = `sections.${sectionIndex}.items.${index}` as const;
  const itemErrors = errors.sections?.[sectionIndex]?.items?.[index];
  const what = `Item ${index + 1} of section ${sectionIndex + 1}`;
  const [typedName, cocktailName] = useWatch({ control, name: [`${path}.name`, `${path}.cocktailName`] });
  // The move to another section says which item by its name: its place changes with the move.
  const called = cocktailName ?? (typedName?.trim() || what.toLowerCase());
  const moveToSection = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusMoveToSection) return;
    moveToSection.current?.focus();
    onMoveToSectionFocused();
  }, [focusMoveToSection, onMoveToSectionFocused]);
  const searchCocktails = useCallback(
    async (typed: string): Promise<PickedCocktail[]> => {
      const found = await fetchQuery<MenuEditorPageCocktailsQuery>(environment, CocktailsQuery, {
        text: typed,
        first: COCKTAIL_SUGGESTIONS,
      }).toPromise();
      // Only public cocktails go on a menu (the server says so too).
      return (found?.search.cocktails.edges ?? []).flatMap(({ node }) => (node.visibility === 'public' ? [node] : []));
    },
    [environment],
  );
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <Controller
        control={control}
        name={path}
        render={({ field }) =>
          field.value.cocktailId ? (
            // A column, not a grid: a grid item would widen to the cocktail's whole name, past a phone's edge.
            <div className="flex min-w-0 flex-col gap-2">
              <div className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-medium" data-testid="menu-item-cocktail">
                  {field.value.cocktailName}
                </span>
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  aria-label={`Type instead for ${what.toLowerCase()}`}
                  aria-describedby={itemErrors?.cocktailId ? `${id}-cocktail-error` : undefined}
                  onClick={() => field.onChange({ ...field.value, cocktailId: null, cocktailName: null, name: field.value.cocktailName })}
                >
                  Type instead
                </Button>
              </div>
              {/* The cocktail went private since it was put here (the server refuses the save): type it instead or remove it. */}
              <FieldMessage id={`${id}-cocktail-error`} message={itemErrors?.cocktailId?.message} />
            </div>
          ) : (
            <ItemName
              id={id}
              label={`${what} name`}
              value={field.value.name ?? ''}
              error={itemErrors?.name?.message}
              fetchSuggestions={searchCocktails}
              onType={(name) => field.onChange({ ...field.value, name })}
              onPick={(cocktail) => field.onChange({ ...field.value, cocktailId: cocktail.id, cocktailName: cocktail.name, name: null })}
            />
          )
        }
      />
      <div className="grid grid-cols-[6.5rem_1fr] gap-2">
        <Field id={`${id}-price`} label="Price" error={itemErrors?.price?.message}>
          <Input
            id={`${id}-price`}
            maxLength={MENU_PRICE_MAX}
            placeholder="$14"
            aria-invalid={itemErrors?.price ? true : undefined}
            {...register(`${path}.price`)}
          />
        </Field>
        <Field id={`${id}-note`} label="Note" optional error={itemErrors?.note?.message}>
          <Input
            id={`${id}-note`}
            maxLength={MENU_NOTE_MAX}
            aria-invalid={itemErrors?.note ? true : undefined}
            {...register(`${path}.note`)}
          />
        </Field>
      </div>
      {/* On a phone the four buttons of a menu with sections to move to go under the switch. */}
      <div className="flex flex-wrap items-center gap-1">
        <Controller
          control={control}
          name={`${path}.available`}
          render={({ field }) => (
            <label className="flex flex-1 items-center gap-2 text-sm">
              <Switch checked={field.value} onCheckedChange={field.onChange} aria-label={`${what} available`} />
              Available
            </label>
          )}
        />
        <div className="ml-auto flex items-center gap-1">
          <MoveButtons what={what} index={index} count={count} onMove={onMove} />
          {sectionCount > 1 ? (
            <MoveToSection itemName={called} targets={moveTargets} onMove={onMoveToSection} triggerRef={moveToSection} />
          ) : null}
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${what.toLowerCase()}`} onClick={onRemove}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {/* What else of the item the server refused (a text the editor does not show). */}
      <FieldMessage message={itemErrors?.root?.message} />
    </div>
  );
}

function ItemName({
  id,
  label,
  value,
  error,
  fetchSuggestions,
  onType,
  onPick,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  fetchSuggestions(text: string): Promise<PickedCocktail[]>;
  onType(name: string): void;
  onPick(cocktail: PickedCocktail): void;
}) {
  return (
    <Field id={id} label={label} error={error} hint="Type your own, or pick a cocktail of the database">
      <Combobox<PickedCocktail>
        id={id}
        value={value}
        onValueChange={onType}
        fetchSuggestions={fetchSuggestions}
        minChars={SEARCH_MIN_LENGTH}
        labelOf={(item) => item.name}
        onPick={onPick}
        listLabel="Cocktails"
        offerExactMatch
        maxLength={MENU_ITEM_NAME_MAX}
        placeholder="Search cocktails or type a name"
        aria-invalid={error ? true : undefined}
      />
    </Field>
  );
}
