// notFound() from app/es/program/[id]/layout.tsx is caught one segment up, here: the same screen as the page's.
export { default, metadata } from "./[id]/not-found";
