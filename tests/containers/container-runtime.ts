import { getContainerRuntimeClient } from 'testcontainers';

/** Whether a container engine answers; the reason is printed when it does not, never skipped silently. */
export async function containerRuntime(suite: string): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch (error) {
    console.info(
      `${suite} skipped: no container runtime (${error instanceof Error ? error.message : String(error)}).`,
    );
    return false;
  }
}
