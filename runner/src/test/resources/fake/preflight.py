# The Python fakes' preflight.sh: answers tamis's preflight scripts (their first line is '; tamis preflight',
# their answer in :status) as a working solver would; the fake's own behaviour shows on every other command.


class Preflight:
    def __init__(self):
        self.marked = False
        self.status = None

    def answered(self, cmd):
        """True when cmd belongs to a preflight script (its check-sat answered here), else the fake's to run."""
        if cmd.startswith("; tamis preflight"):
            self.marked = True
        if not self.marked:
            return False
        if cmd.startswith("(set-info :status"):
            self.status = cmd.split()[2].rstrip(")")
        elif cmd.startswith("(check-sat"):
            print(self.status, flush=True)
            self.marked = False
        return True
