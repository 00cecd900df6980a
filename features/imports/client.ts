export { ImportCenter } from "./components/import-center";
