print("flash-bench")
