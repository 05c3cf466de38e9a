// tslib's `__importDefault` (see ./index.ts): a CommonJS module seen through `.default`.
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : {default: mod});
