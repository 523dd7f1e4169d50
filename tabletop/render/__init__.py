"""Drawing in code: card faces, backs, coins, stamps and text, each made once per size and cached."""
