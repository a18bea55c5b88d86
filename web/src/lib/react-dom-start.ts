// React DOM, started from a chunk of its own (see startReactDom in ./evaluate-chunks.ts).
import 'react-dom/client';
