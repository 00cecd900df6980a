export { AdminBar } from "./components/admin-bar";
