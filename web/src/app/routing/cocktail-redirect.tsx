// /cocktail/{id}: the spec's search screen links a cocktail there (other screens use /cocktails/{id});
// both readings work, the plural being the page's address.
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';

export function loader({ params }: LoaderFunctionArgs): Response {
  return redirect(`/cocktails/${encodeURIComponent(params.id ?? '')}`);
}

export default function CocktailRedirect() {
  return null;
}
