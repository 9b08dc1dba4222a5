import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider';
import { lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

let holders: Promise<typeof import('./AppHolders')> | undefined;
/** Started at start-up beside the dictionary; the first paint does not wait for it. */
export const loadAppHolders = () => {
  holders ??= import('./AppHolders');
  return holders;
};
const AppHolders = lazy(loadAppHolders);

type Api = useAppProps;
let deliver: ((api: Api) => void) | undefined;
const ready = new Promise<Api>((resolve) => {
  deliver = resolve;
});

/** Until the holders are mounted, a call (rare: they load with the first page) runs once they are. */
function pending(kind: keyof Api): Api[keyof Api] {
  const call =
    (name: string) =>
    (...args: unknown[]) => {
      void ready.then((api) =>
        (api[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
      );
    };
  return new Proxy({}, { get: (_, name) => call(String(name)) }) as Api[keyof Api];
}
const PENDING = {
  message: pending('message'),
  notification: pending('notification'),
  modal: pending('modal'),
} as Api;

/**
 * antd's `App` without its weight on the first load: the same `ant-app` frame (font, colour, direction)
 * and `App.useApp()` context, with the message, notification and modal holders in a lazy chunk.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [api, setApi] = useState<Api>(PENDING);
  const onReady = useCallback((next: Api) => {
    deliver?.(next);
    setApi(next);
  }, []);
  return (
    <AppContext.Provider value={api}>
      <div
        className={[hashId, prefixCls, cssVarCls, direction === 'rtl' && `${prefixCls}-rtl`]
          .filter(Boolean)
          .join(' ')}
      >
        <Suspense fallback={null}>
          <AppHolders onReady={onReady} />
        </Suspense>
        {children}
      </div>
    </AppContext.Provider>
  );
}
