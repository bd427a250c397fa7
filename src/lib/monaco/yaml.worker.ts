// monaco-yaml's language worker, bundled by Vite as its own file (its README's Vite recipe).
import 'monaco-yaml/yaml.worker.js';
